// Swift book style: withCheckedContinuation bridges a callback API to async
func legacyFetch(id: Int, completion: @escaping (String) -> Void) {
    completion("record-\(id)")
}

func fetch(id: Int) async -> String {
    await withCheckedContinuation { continuation in
        legacyFetch(id: id) { result in
            continuation.resume(returning: result)
        }
    }
}

let r1 = await fetch(id: 7)
print(r1)
let r2 = await fetch(id: 42)
print(r2)

func legacySum(_ values: [Int], done: @escaping (Int) -> Void) {
    done(values.reduce(0, +))
}

func sum(_ values: [Int]) async -> Int {
    await withCheckedContinuation { (c: CheckedContinuation<Int, Never>) in
        legacySum(values) { c.resume(returning: $0) }
    }
}
print("sum: \(await sum([1, 2, 3, 4, 5]))")

var all: [String] = []
for i in 1...3 {
    all.append(await fetch(id: i * 100))
}
print(all)

let voidResult: Void = await withCheckedContinuation { c in
    print("inside continuation body")
    c.resume()
}
print("resumed with \(voidResult)")
// expect: record-7
// expect: record-42
// expect: sum: 15
// expect: ["record-100", "record-200", "record-300"]
// expect: inside continuation body
// expect: resumed with ()
