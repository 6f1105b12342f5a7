// Result: init(catching:), get(), map, mapError, flatMap, flatMapError, equality, collecting
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum NetError: Error, Equatable {
    case timeout
    case status(Int)
}
struct AppError: Error, Equatable {
    var message: String
}

func fetch(_ id: Int) -> Result<String, NetError> {
    switch id {
    case 0: return .failure(.timeout)
    case 404: return .failure(.status(404))
    default: return .success("item\(id)")
    }
}

func show<T, E>(_ r: Result<T, E>) -> String {
    switch r {
    case .success(let v): return "ok(\(v))"
    case .failure(let e): return "err(\(e))"
    }
}

let ids = [7, 0, 404]
for id in ids {
    let r = fetch(id)
    print(id, show(r), show(r.map { $0.count }), show(r.mapError { AppError(message: "\($0)") }))
}

let chained = fetch(12).flatMap { s -> Result<Int, NetError> in
    s.hasSuffix("2") ? .success(s.count * 100) : .failure(.status(500))
}
let chained2 = fetch(13).flatMap { s -> Result<Int, NetError> in
    s.hasSuffix("2") ? .success(s.count * 100) : .failure(.status(500))
}
print(show(chained), show(chained2))

let recovered = fetch(0).flatMapError { e -> Result<String, AppError> in
    e == .timeout ? .success("cached") : .failure(AppError(message: "fatal"))
}
print(show(recovered))

do {
    let v = try fetch(5).get()
    print("got", v)
    _ = try fetch(404).get()
} catch {
    print("get threw", error)
}

func risky(_ n: Int) throws -> Int {
    if n % 3 == 0 { throw AppError(message: "multiple of 3: \(n)") }
    return n * n
}
let results = (1...6).map { n in Result { try risky(n) } }
print(results.map { r -> String in
    switch r {
    case .success(let v): return String(v)
    case .failure(let e): return (e as? AppError)?.message ?? "?"
    }
})
let okCount = results.filter { if case .success = $0 { return true } else { return false } }.count
print("ok:", okCount)

print(fetch(1) == fetch(1), fetch(0) == fetch(0), fetch(1) == fetch(2), fetch(0) == fetch(404))

func collect<T, E>(_ rs: [Result<T, E>]) -> Result<[T], E> {
    var out: [T] = []
    for r in rs {
        switch r {
        case .success(let v): out.append(v)
        case .failure(let e): return .failure(e)
        }
    }
    return .success(out)
}
print(show(collect([fetch(1), fetch(2)])), show(collect([fetch(1), fetch(404), fetch(0)])))
let typed: Result<Int, Never> = .success(3)
print(typed.get() + 1)

// expect: 7 ok(item7) ok(5) ok(item7)
// expect: 0 err(timeout) err(timeout) err(AppError(message: "timeout"))
// expect: 404 err(status(404)) err(status(404)) err(AppError(message: "status(404)"))
// expect: ok(600) err(status(500))
// expect: ok(cached)
// expect: got item5
// expect: get threw status(404)
// expect: ["1", "4", "multiple of 3: 3", "16", "25", "multiple of 3: 6"]
// expect: ok: 4
// expect: true true false false
// expect: ok(["item1", "item2"]) err(status(404))
// expect: 4
