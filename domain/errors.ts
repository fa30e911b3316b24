// Why a request cannot be done, in the business's words. The rules (domain/) and the work
// (server/<area>/) throw these; the API's edge turns each kind into its HTTP status and the code
// into a message in the caller's language, in one place (server/api/errors.ts). Nothing below the
// edge knows about HTTP.

/** Every code an API error can carry; the API's messages are written for each. */
export const ERROR_CODES = [
  // the request itself
  "invalid_input",
  "invalid_json",
  "missing_parameters",
  "unsupported_media_type",
  "not_found",
  "method_not_allowed",
  "company_required",
  "company_unknown",
  "host_unknown",
  "host_invalid",
  "invalid_preview_theme",
  "unauthenticated",
  "forbidden",
  "internal",
  // catalogue
  "shop_not_found",
  "category_not_found",
  "article_not_found",
  // booking
  "unknown_shop",
  "unknown_service",
  "slot_unavailable",
  "slot_taken",
  "employee_unavailable",
  "appointment_not_found",
  "too_late_to_cancel",
  "too_late_to_move",
  "booking_not_movable",
  // payment
  "payment_failed",
  "price_changed",
  "payment_not_open",
  "invalid_signature",
  "not_this_provider",
  "order_not_refundable",
  "order_step_not_allowed",
  "refund_too_large",
  // accounts
  "invalid_credentials",
  "signin_locked",
  "invalid_code",
  "code_expired",
  "code_burnt",
  "resend_too_soon",
  "too_many_codes",
  "too_many_requests",
  "phone_not_verified",
  "email_taken",
  "wrong_password",
  "password_already_set",
  "invalid_token",
  "oauth_not_configured",
  "oauth_failed",
  "provider_linked_elsewhere",
  "cannot_unlink",
  // the business's team
  "already_installed",
  "last_owner",
  "login_taken",
  // content
  "slug_taken",
  // loyalty
  "loyalty_off",
  "unknown_tier",
  "not_enough_points",
  "reward_unknown",
  "reward_used",
  "reward_item_not_in_order",
  "reward_nothing_to_discount",
  // coupons
  "coupon_unknown",
  "coupon_inactive",
  "coupon_not_started",
  "coupon_expired",
  "coupon_used_up",
  "coupon_already_used",
  "coupon_sign_in_needed",
  "coupon_no_eligible_line",
  "coupon_below_minimum",
  "coupon_automatic_better",
  // e-shop
  "out_of_stock",
  // gift vouchers
  "voucher_code_malformed",
  "voucher_code_impossible_character",
  "voucher_code_mistyped",
  "voucher_unknown",
  "voucher_already_applied",
  "voucher_used",
  "gift_limit_reached",
  "voucher_expired",
  "voucher_service_not_in_order",
  "voucher_nothing_to_pay",
  "gift_unavailable",
  "gift_amount_out_of_bounds",
  "gift_delivery_past",
  "gift_not_paid",
  "eshop_unavailable",
  "delivery_unavailable",
  "product_unknown",
  // the business's data
  "in_use",
  "reference_taken",
  // media
  "file_too_large",
  "unsupported_image",
  "unsafe_svg",
  "media_in_use",
  // the agenda
  "time_booked",
  "repeat_conflicts",
  // the counter's checkout
  "more_than_due",
  "balance_due",
  "order_closed",
  // a sale at the counter
  "sale_not_settled",
  "voucher_sold_spent",
  // the waitlist
  "waitlist_full",
  // consent forms
  "form_signed",
  "booking_cancelled",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * What kind of refusal: bad input, nobody signed in, not allowed, nothing there, clashes with
 * what exists, too many tries, or a third party that failed us.
 */
export type ErrorKind = "invalid" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "too_many" | "too_large" | "upstream";

/** `fields` names the bad input: {"path.to.field": "what is wrong"}. */
export type ErrorFields = Record<string, string>;

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: ErrorCode,
    readonly fields?: ErrorFields,
    /** answered beside the error where the spec fixes more (sign-in's `errType`) */
    readonly extra?: Record<string, string>,
  ) {
    super(code);
    this.name = new.target.name;
  }
}

export class Invalid extends DomainError {
  constructor(fields?: ErrorFields, code: ErrorCode = "invalid_input") {
    super("invalid", code, fields);
  }
}
export class NotFound extends DomainError {
  constructor(code: ErrorCode = "not_found", fields?: ErrorFields) {
    super("not_found", code, fields);
  }
}
export class Unauthenticated extends DomainError {
  constructor(code: ErrorCode = "unauthenticated", extra?: Record<string, string>) {
    super("unauthenticated", code, undefined, extra);
  }
}
export class Forbidden extends DomainError {
  constructor(fields?: ErrorFields, code: ErrorCode = "forbidden") {
    super("forbidden", code, fields);
  }
}
export class Conflict extends DomainError {
  constructor(code: ErrorCode, fields?: ErrorFields) {
    super("conflict", code, fields);
  }
}
export class TooMany extends DomainError {
  constructor(code: ErrorCode, fields?: ErrorFields, extra?: Record<string, string>) {
    super("too_many", code, fields, extra);
  }
}
/** A request body over its limit (an upload): 413, nothing read further, nothing stored. */
export class TooLarge extends DomainError {
  constructor(code: ErrorCode, fields?: ErrorFields) {
    super("too_large", code, fields);
  }
}
export class Upstream extends DomainError {
  constructor(code: ErrorCode) {
    super("upstream", code);
  }
}

// The booking rules' refusals.
export class SlotTaken extends Conflict {
  constructor() {
    super("slot_taken");
  }
}
export class SlotUnavailable extends Conflict {
  constructor() {
    super("slot_unavailable");
  }
}
export class EmployeeUnavailable extends Conflict {
  constructor() {
    super("employee_unavailable");
  }
}
/** Moving online is allowed until the same notice as cancelling (decision 250). */
export class TooLateToMove extends Conflict {
  constructor(minNoticeMinutes: number) {
    super("too_late_to_move", { start: `moves are possible until ${minNoticeMinutes} minutes before the appointment` });
  }
}
export class TooLateToCancel extends Conflict {
  constructor() {
    super("too_late_to_cancel");
  }
}
