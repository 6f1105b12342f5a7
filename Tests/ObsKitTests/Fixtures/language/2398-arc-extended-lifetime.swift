// Compiler test style: withExtendedLifetime keeps an object alive across a closure body
final class Guard {
    let id: String
    init(_ id: String) { self.id = id }
    deinit { print("guard \(id) released") }
}

final class Observer {
    weak var target: Guard?
    func check() -> String { target.map { "sees \($0.id)" } ?? "sees nothing" }
}

let observer = Observer()
do {
    let g = Guard("one")
    observer.target = g
    withExtendedLifetime(g) {
        print("inside: \(observer.check())")
    }
    print("after extended block: \(observer.check())")
}
print("outside scope: \(observer.check())")

let result = withExtendedLifetime(Guard("two")) { (g: Guard) -> Int in
    observer.target = g
    print("body running with \(g.id): \(observer.check())")
    return g.id.count * 10
}
print("result \(result), \(observer.check())")

func compute(_ value: Guard) -> String {
    return withExtendedLifetime(value) { "computed for \(value.id)" }
}
print(compute(Guard("three")))
print("end")
// expect: inside: sees one
// expect: after extended block: sees one
// expect: guard one released
// expect: outside scope: sees nothing
// expect: body running with two: sees two
// expect: guard two released
// expect: result 30, sees nothing
// expect: guard three released
// expect: computed for three
// expect: end
