// Result: making successes and failures, switching over them, get(), map, flatMap and mapError.
// Expected output: swiftc 6.3.1 on this machine.
enum LookupError: Error { case missing(String), empty }
let directory = ["ana": "555-0101", "bo": ""]
func phone(for name: String) -> Result<String, LookupError> {
    guard let number = directory[name] else { return .failure(.missing(name)) }
    return number.isEmpty ? .failure(.empty) : .success(number)
}
for name in ["ana", "bo", "cy"] {
    switch phone(for: name) {
    case .success(let number): print(name, "->", number)
    case .failure(.missing(let who)): print(name, "-> no entry for", who)
    case .failure(let error): print(name, "->", error)
    }
}
print(phone(for: "ana").map { $0.count })
print(phone(for: "cy").mapError { _ in LookupError.empty })
let area = phone(for: "ana").flatMap { number -> Result<Int, LookupError> in
    Int(number.prefix(3)).map { .success($0) } ?? .failure(.empty)
}
print(area)
do {
    print(try phone(for: "ana").get())
    print(try phone(for: "bo").get())
} catch {
    print("get threw", error)
}

// expect: ana -> 555-0101
// expect: bo -> empty
// expect: cy -> no entry for cy
// expect: success(8)
// expect: failure(main.LookupError.empty)
// expect: success(555)
// expect: 555-0101
// expect: get threw empty
