// Extensions of Optional (constrained with `where Wrapped == String`), Bool and String, with implicit `self`.
// Expected output from swiftc 6.3.1 on Linux.
extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
    var isBlank: Bool { self?.isEmpty ?? true }
}
extension Optional {
    func or(_ fallback: Wrapped) -> Wrapped { self ?? fallback }
}
extension Bool {
    var yesNo: String { self ? "yes" : "no" }
}
extension String {
    func shouted() -> String { uppercased() + "!" }
    mutating func wrap(in mark: String) { self = mark + self + mark }
}
let nickname: String? = nil
let city: String? = "Porto"
print("[\(nickname.orEmpty)]", "[\(city.orEmpty)]", nickname.isBlank, city.isBlank)
let retries: Int? = nil
print(retries.or(3), Optional(7).or(3))
print(true.yesNo, (2 > 3).yesNo)
var title = "sale"
title.wrap(in: "*")
print(title, title.shouted())

// expect: [] [Porto] true false
// expect: 3 7
// expect: yes no
// expect: *sale* *SALE*!
