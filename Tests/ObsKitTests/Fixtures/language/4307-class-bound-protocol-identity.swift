// Compiler test style: class-bound protocols, identity (===) through existentials, weak boxes and observer lists
protocol Listener: AnyObject {
  var name: String { get }
  func notify(_ event: String)
}

class BaseListener: Listener {
  let name: String
  var received: [String] = []
  init(_ n: String) { name = n }
  func notify(_ event: String) {
    received.append(event)
    print("  \(name) got \(event)")
  }
  deinit { print("  \(name) deinit") }
}

class FilteringListener: BaseListener {
  let prefix: String
  init(_ n: String, prefix: String) {
    self.prefix = prefix
    super.init(n)
  }
  override func notify(_ event: String) {
    if event.hasPrefix(prefix) { super.notify(event) }
    else { print("  \(name) ignored \(event)") }
  }
}

struct WeakBox {
  weak var value: Listener?
}

class Hub {
  var boxes: [WeakBox] = []
  func add(_ l: Listener) { boxes.append(WeakBox(value: l)) }
  func remove(_ l: Listener) {
    boxes.removeAll { $0.value === l }
  }
  func post(_ e: String) {
    print("post \(e):")
    for b in boxes {
      b.value?.notify(e)
    }
  }
  var liveCount: Int { return boxes.filter { $0.value != nil }.count }
}

let hub = Hub()
let a = BaseListener("a")
let b: Listener = FilteringListener("b", prefix: "sys")
hub.add(a)
hub.add(b)
do {
  let temp = BaseListener("temp")
  hub.add(temp)
  hub.post("sys.start")
}
print("live \(hub.liveCount)")
hub.post("user.login")

let asListener: Listener = a
print(asListener === a, asListener === b, (b as AnyObject) === (b as! BaseListener))
hub.remove(a)
hub.post("sys.stop")
print(a.received, (b as! BaseListener).received)

let all: [Listener] = [a, b, a]
print(all.filter { $0 === a }.count)
let ids = Set(all.map { ObjectIdentifier($0) })
print(ids.count)
// expect: post sys.start:
// expect:   a got sys.start
// expect:   b got sys.start
// expect:   temp got sys.start
// expect:   temp deinit
// expect: live 2
// expect: post user.login:
// expect:   a got user.login
// expect:   b ignored user.login
// expect: true false true
// expect: post sys.stop:
// expect:   b got sys.stop
// expect: ["sys.start", "user.login"] ["sys.start", "sys.stop"]
// expect: 2
// expect: 2
