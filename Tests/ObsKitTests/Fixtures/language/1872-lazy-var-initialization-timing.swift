// Compiler test style: lazy properties — the initializer runs on first access only, can reference self, and is skipped if assigned first
func log(_ s: String) { print("  [\(s)]") }

final class Report {
    let title: String
    lazy var header: String = {
        log("computing header")
        return "== \(self.title) =="
    }()
    lazy var wordCount: Int = makeCount()
    var accessCount = 0

    init(title: String) {
        self.title = title
        log("init \(title)")
    }

    private func makeCount() -> Int {
        log("counting words")
        accessCount += 1
        return title.split(separator: " ").count
    }
}

print("create report")
let r = Report(title: "Quarterly Sales Numbers")
print("before header access")
print(r.header)
print(r.header)
print("words:", r.wordCount, r.wordCount, "computed times:", r.accessCount)

print("assign before read")
let r2 = Report(title: "Skip Me")
r2.header = "custom header"
print(r2.header)

// lazy in a struct requires mutating access
struct Matrix {
    let size: Int
    lazy var identity: [[Int]] = {
        log("building identity \(size)")
        return (0..<size).map { i in (0..<size).map { $0 == i ? 1 : 0 } }
    }()
}
var m = Matrix(size: 3)
print("matrix created")
print(m.identity[1])
print(m.identity[2])

// Copying a struct before vs after the lazy value is computed
var a = Matrix(size: 2)
var copyBefore = a
_ = a.identity
var copyAfter = a
print("copyBefore:")
_ = copyBefore.identity
print("copyAfter:")
_ = copyAfter.identity
print("done copies")

// Lazy sequence-style timing with a lazy stored closure result reset by assignment
final class Cache {
    lazy var value: Int = {
        log("expensive load")
        return 42
    }()
}
let c = Cache()
print(c.value)
c.value = 7
print(c.value)

// expect: create report
// expect:   [init Quarterly Sales Numbers]
// expect: before header access
// expect:   [computing header]
// expect: == Quarterly Sales Numbers ==
// expect: == Quarterly Sales Numbers ==
// expect:   [counting words]
// expect: words: 3 3 computed times: 1
// expect: assign before read
// expect:   [init Skip Me]
// expect: custom header
// expect: matrix created
// expect:   [building identity 3]
// expect: [0, 1, 0]
// expect: [0, 0, 1]
// expect:   [building identity 2]
// expect: copyBefore:
// expect:   [building identity 2]
// expect: copyAfter:
// expect: done copies
// expect:   [expensive load]
// expect: 42
// expect: 7
