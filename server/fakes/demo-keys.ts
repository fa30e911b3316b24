// The demo businesses' provider keys, which only the local fakes accept: a company holding any other
// keys has real ones (server/demo.ts). Kept apart so a server can tell without loading a fake.
/** The demo keys: what the demo business's `payment.keys` hold for each provider. */
export const DEMO_PAYMENT_KEYS = {
  stripe: { publicKey: "pk_test_vitrine_demo", secretKey: "sk_test_vitrine_demo", webhookSecret: "whsec_vitrine_demo" },
  payzen: { shopId: "33148340", publicKey: "33148340:testpublickey_VitrineDemo", secretKey: "testpassword_VitrineDemo", hmacKey: "vitrinedemohmackey0123456789abcd" },
  saferpay: { customerId: "401860", terminalId: "17795278", apiUser: "API_401860_80003225", secretKey: "VitrineDemo-Saferpay1" },
  paypal: { clientId: "VitrineDemoClientId", publicKey: "VitrineDemoClientId", secretKey: "VitrineDemoClientSecret", webhookId: "1VITRINEDEMOWEBHOOK" },
  monetico: { tpe: "1234567", companyCode: "vitrinedemo", secretKey: "12345678901234567890123456789012345678P0" },
} as const;
