export { bookingCartEvents as bookingEvents } from "../../../domain/booking-cart";
