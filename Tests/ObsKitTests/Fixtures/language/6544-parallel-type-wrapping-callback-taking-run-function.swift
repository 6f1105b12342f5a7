// Point-Free style (callback effects): a Parallel<A> type wrapping a callback-taking run function, with map, zip and flatMap run synchronously
struct Parallel<A> {
    let run: (@escaping (A) -> Void) -> Void

    func map<B>(_ f: @escaping (A) -> B) -> Parallel<B> {
        Parallel<B> { callback in self.run { a in callback(f(a)) } }
    }
    func flatMap<B>(_ f: @escaping (A) -> Parallel<B>) -> Parallel<B> {
        Parallel<B> { callback in self.run { a in f(a).run(callback) } }
    }
}

func zip<A, B>(_ pa: Parallel<A>, _ pb: Parallel<B>) -> Parallel<(A, B)> {
    Parallel<(A, B)> { callback in
        var a: A?
        var b: B?
        pa.run { value in
            a = value
            if let b = b { callback((value, b)) }
        }
        pb.run { value in
            b = value
            if let a = a { callback((a, value)) }
        }
    }
}

var trace: [String] = []
func fetch<A>(_ name: String, _ value: A) -> Parallel<A> {
    Parallel { callback in
        trace.append("start \(name)")
        callback(value)
        trace.append("end \(name)")
    }
}

let user = fetch("user", "ada")
let score = fetch("score", 41)
let summary = zip(user, score.map { $0 + 1 }).map { "\($0) scored \($1)" }
summary.run { print($0) }
print(trace)
trace.removeAll()

let dependent = user.flatMap { name in fetch("friends of \(name)", ["grace", "alan"]) }.map { $0.sorted().joined(separator: "+") }
dependent.run { print("friends:", $0) }
print(trace)

var collected: [Int] = []
let numbers = (1...3).map { n in fetch("n\(n)", n * 10) }
let combined = numbers.dropFirst().reduce(numbers[0].map { [$0] }) { acc, p in zip(acc, p).map { $0 + [$1] } }
combined.run { collected = $0 }
print(collected, trace.count)
let lazy = fetch("never run", 0)
print(trace.contains("start never run"), type(of: lazy.map { "\($0)" }))

// expect: ada scored 42
// expect: ["start user", "end user", "start score", "end score"]
// expect: friends: alan+grace
// expect: ["start user", "start friends of ada", "end friends of ada", "end user"]
// expect: [10, 20, 30] 10
// expect: false Parallel<String>
