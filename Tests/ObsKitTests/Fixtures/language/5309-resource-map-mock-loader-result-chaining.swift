// objc.io style (generic networking-free resources): a Resource<A> with map, a mock loader, and Result chaining
// known-gap: line 10: expected "Resource<Array<Int>> Resource<Int>", got "Resource<Array<Int>> Resource"
enum LoadError: Error, Equatable {
    case notFound(String)
    case parse(line: Int)
}

struct Resource<A> {
    let path: String
    let parse: (String) -> Result<A, LoadError>

    func map<B>(_ transform: @escaping (A) -> B) -> Resource<B> {
        Resource<B>(path: path) { self.parse($0).map(transform) }
    }
}

struct MockServer {
    let files: [String: String]
    func load<A>(_ r: Resource<A>) -> Result<A, LoadError> {
        guard let body = files[r.path] else { return .failure(.notFound(r.path)) }
        return r.parse(body)
    }
}

func intList(_ path: String) -> Resource<[Int]> {
    Resource(path: path) { body in
        var out: [Int] = []
        for (i, line) in body.split(separator: "\n").enumerated() {
            guard let n = Int(line.trimmingPrefix(" ")) else { return .failure(.parse(line: i + 1)) }
            out.append(n)
        }
        return .success(out)
    }
}

extension Substring {
    func trimmingPrefix(_ s: Character) -> Substring { drop { $0 == s } }
}

let server = MockServer(files: [
    "/scores": "10\n 20\n30",
    "/broken": "1\ntwo\n3",
    "/names": "ann,bob,cid",
])
let scores = intList("/scores")
print(server.load(scores))
print(server.load(scores.map { $0.reduce(0, +) }))
print(server.load(intList("/broken")))
print(server.load(intList("/missing")))
let names = Resource<[String]>(path: "/names") { .success($0.split(separator: ",").map(String.init)) }
print(server.load(names.map { $0.map { $0.capitalized } }))
print(server.load(names.map(\.count)))

extension String { var capitalized: String { prefix(1).uppercased() + dropFirst() } }

let both = server.load(scores).flatMap { s in server.load(names).map { n in zip(n, s).map { "\($0):\($1)" } } }
print(both)
switch server.load(intList("/broken")) {
case .failure(.parse(let line)): print("parse error on line", line)
case .failure(let other): print("other", other)
case .success: print("unexpected")
}
let results = ["/scores", "/broken", "/nope"].map { server.load(intList($0)) }
print(results.map { (try? $0.get())?.count ?? -1 })
print(type(of: scores), type(of: names.map(\.count)))

// expect: success([10, 20, 30])
// expect: success(60)
// expect: failure(main.LoadError.parse(line: 2))
// expect: failure(main.LoadError.notFound("/missing"))
// expect: success(["Ann", "Bob", "Cid"])
// expect: success(3)
// expect: success(["ann:10", "bob:20", "cid:30"])
// expect: parse error on line 2
// expect: [3, -1, -1]
// expect: Resource<Array<Int>> Resource<Int>
