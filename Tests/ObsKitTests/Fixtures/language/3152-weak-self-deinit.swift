// Compiler test style: [weak self] avoids a retain cycle so deinit runs; closure sees nil after
final class Worker {
  let name: String
  var onDone: (() -> Void)?
  init(name: String) { self.name = name; print("init \(name)") }
  deinit { print("deinit \(name)") }
  func setUp() {
    onDone = { [weak self] in
      if let self = self {
        print("done by \(self.name)")
      } else {
        print("self is gone")
      }
    }
  }
}

var saved: (() -> Void)?
do {
  let w = Worker(name: "w1")
  w.setUp()
  w.onDone?()
  saved = w.onDone
  print("leaving scope")
}
saved?()

weak var weakRef: Worker?
do {
  let w2 = Worker(name: "w2")
  weakRef = w2
  print(weakRef?.name ?? "nil")
}
print(weakRef == nil)
// expect: init w1
// expect: done by w1
// expect: leaving scope
// expect: deinit w1
// expect: self is gone
// expect: init w2
// expect: w2
// expect: deinit w2
// expect: true
