// Swift book style (Closures): escaping vs non-escaping closures and autoclosures
var pending: [() -> Void] = []

func later(_ work: @escaping () -> Void) {
    pending.append(work)
}

func now(_ work: () -> Void) {
    work()
}

class Widget {
    var x = 10
    func configure() {
        later { self.x = 100 }
        now { x = 200 }
    }
}

let w = Widget()
w.configure()
print(w.x)
pending.first?()
print(w.x)

struct Panel {
    var x = 1
    mutating func tweak() {
        now { x += 5 }
    }
}
var panel = Panel()
panel.tweak()
print(panel.x)

var queue = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
print(queue.count)
let serveNext = { queue.remove(at: 0) }
print(queue.count)
print("Now serving \(serveNext())!")
print(queue.count)

func serve(customer provider: () -> String) {
    print("Now serving \(provider())!")
}
serve(customer: { queue.remove(at: 0) })

func serve(auto provider: @autoclosure () -> String) {
    print("Now serving \(provider())!")
}
serve(auto: queue.remove(at: 0))

var collected: [() -> String] = []
func collect(_ provider: @autoclosure @escaping () -> String) {
    collected.append(provider)
}
collect(queue.remove(at: 0))
collect(queue.remove(at: 0))
print("Collected \(collected.count) closures, queue still \(queue)")
for p in collected {
    print("Now serving \(p())!")
}
print(queue)

func logIf(_ flag: Bool, _ message: @autoclosure () -> String) {
    if flag { print("LOG:", message()) }
}
var evaluations = 0
func expensive() -> String { evaluations += 1; return "computed" }
logIf(false, expensive())
logIf(true, expensive())
print("evaluations:", evaluations)

// expect: 200
// expect: 100
// expect: 6
// expect: 5
// expect: 5
// expect: Now serving Chris!
// expect: 4
// expect: Now serving Alex!
// expect: Now serving Ewa!
// expect: Collected 2 closures, queue still ["Barry", "Daniella"]
// expect: Now serving Barry!
// expect: Now serving Daniella!
// expect: []
// expect: LOG: computed
// expect: evaluations: 1
