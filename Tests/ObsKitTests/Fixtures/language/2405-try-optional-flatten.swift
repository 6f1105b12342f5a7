// Compiler test style: try? flattening of optional results and nested optionals
enum FetchError: Error { case failed }

func maybeName(_ id: Int) throws -> String? {
    if id < 0 { throw FetchError.failed }
    return id == 0 ? nil : "user\(id)"
}

func plain(_ id: Int) throws -> Int {
    if id > 5 { throw FetchError.failed }
    return id * 3
}

let a = try? maybeName(4)
let b = try? maybeName(0)
let c = try? maybeName(-1)
print(a as Any, b as Any, c as Any)
print(type(of: a))

let nested: Int?? = try? plain(2)
print(nested as Any)

if let name = try? maybeName(7) {
    print("bound \(name)")
}
if let name = try? maybeName(0) {
    print("unexpected \(name)")
} else {
    print("nil user binds nothing")
}

let values = [1, 6, 3, 9].map { try? plain($0) }
print(values)
print(values.compactMap { $0 })

let sum = (try? plain(1)).map { $0 + 100 } ?? 0
print(sum)

func nestedCall() throws -> Int? {
    let inner = try? plain(10)
    return inner
}
print((try? nestedCall()) as Any)

let forced = try! plain(5)
print("forced \(forced)")

let optionalClosure: (() throws -> Int)? = { try plain(4) }
let viaChain = try? optionalClosure?()
print(viaChain as Any)
// expect: Optional("user4") nil nil
// expect: Optional<String>
// expect: Optional(Optional(6))
// expect: bound user7
// expect: nil user binds nothing
// expect: [Optional(3), nil, Optional(9), nil]
// expect: [3, 9]
// expect: 103
// expect: nil
// expect: forced 15
// expect: Optional(12)
