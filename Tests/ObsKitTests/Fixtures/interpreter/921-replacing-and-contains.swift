// Searching and replacing without Foundation: contains, replacing(_:with:), firstRange-free checks, hasPrefix and starts(with:).
// Expected output: swiftc 6.3.1 on this machine.
let template = "Dear NAME, your NAME badge is ready."
print(template.replacing("NAME", with: "Ana"))
print(template.contains("badge"), template.contains("Badge"), "".contains(""))
print("banana".replacing("an", with: "AN"), "aaa".replacing("aa", with: "b"))
let log = ["GET /home 200", "POST /login 401", "GET /about 200"]
print(log.filter { $0.hasPrefix("GET") }.count, log.filter { $0.hasSuffix("200") }.count)
print(log.map { $0.replacing(" ", with: "_") })
print("swift".starts(with: "sw"), "swift".contains { $0 == "f" })

// expect: Dear Ana, your Ana badge is ready.
// expect: true false true
// expect: bANANa ba
// expect: 2 2
// expect: ["GET_/home_200", "POST_/login_401", "GET_/about_200"]
// expect: true true
