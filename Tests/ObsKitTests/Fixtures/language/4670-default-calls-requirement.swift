// Compiler test style: defaults calling requirements, super-class witnesses and dynamic dispatch traps
protocol Job {
  func name() -> String
  func run() -> String
  func summary() -> String
}
extension Job {
  func name() -> String { "job" }
  func run() -> String { "running \(name())" }
  func summary() -> String { "[\(run())]" }
  func helper() -> String { "helper sees \(name())" }
}

class BaseJob: Job {}
class NamedJob: BaseJob {
  func name() -> String { "named" }
  func run() -> String { "NamedJob.run" }
}
class OverridingJob: Job {
  func name() -> String { "overriding" }
}
class SubOverridingJob: OverridingJob {
  override func name() -> String { "sub-overriding" }
}
struct ValueJob: Job {
  func run() -> String { "value run of \(name())" }
}

func exec<J: Job>(_ j: J) -> String { j.summary() + " " + j.helper() }

print(exec(BaseJob()))
print(exec(NamedJob()))
print(exec(OverridingJob()))
print(exec(SubOverridingJob()))
print(exec(ValueJob()))
print(NamedJob().name(), NamedJob().run(), NamedJob().summary())
print((NamedJob() as BaseJob).run())
print(SubOverridingJob().helper())

let jobs: [any Job] = [BaseJob(), NamedJob(), OverridingJob(), SubOverridingJob(), ValueJob()]
print(jobs.map { $0.name() })
print(jobs.map { $0.run() })

protocol Greeting {
  var greeting: String { get }
}
extension Greeting {
  var greeting: String { "hello" }
  func greet(_ who: String) -> String { "\(greeting), \(who)" }
}
struct Formal: Greeting { var greeting: String { "good day" } }
struct Casual: Greeting {}
class Person: Greeting {}
class Pirate: Person { var greeting: String { "ahoy" } }
print(Formal().greet("sir"), Casual().greet("dude"), Pirate().greet("matey"), Pirate().greeting)

protocol Initial { static func start() -> String; static func describe() -> String }
extension Initial {
  static func start() -> String { "default start" }
  static func describe() -> String { "\(self): " + start() }
}
struct A: Initial {}
struct B: Initial { static func start() -> String { "B start" } }
class C: Initial { class func start() -> String { "C start" } }
class D: C { override class func start() -> String { "D start" } }
print(A.describe(), B.describe(), C.describe(), D.describe())
let inits: [any Initial.Type] = [A.self, B.self, C.self, D.self]
print(inits.map { $0.describe() })

protocol Visitor {
  func visit(_ x: Int) -> String
  func visit(_ x: String) -> String
}
extension Visitor {
  func visit(_ x: Int) -> String { "int \(x)" }
  func visit(_ x: String) -> String { "string \(x)" }
  func visit<T>(_ x: T) -> String { "other \(x)" }
}
struct Upper: Visitor { func visit(_ x: String) -> String { x.uppercased() } }
func visitAll<V: Visitor>(_ v: V) -> [String] { [v.visit(1), v.visit("s"), v.visit(2.5)] }
print(visitAll(Upper()))
print(Upper().visit(true), Upper().visit("q"))

// expect: [running job] helper sees job
// expect: [running job] helper sees job
// expect: [running overriding] helper sees overriding
// expect: [running sub-overriding] helper sees sub-overriding
// expect: [value run of job] helper sees job
// expect: named NamedJob.run [running job]
// expect: running job
// expect: helper sees sub-overriding
// expect: ["job", "job", "overriding", "sub-overriding", "job"]
// expect: ["running job", "running job", "running overriding", "running sub-overriding", "value run of job"]
// expect: good day, sir hello, dude hello, matey ahoy
// expect: A: default start B: B start C: C start D: D start
// expect: ["A: default start", "B: B start", "C: C start", "D: D start"]
// expect: ["int 1", "S", "other 2.5"]
// expect: other true Q
