// Compiler test style: property observers firing stored callback closures in a model layer
final class Observable<Value> {
    private var observers: [Int: (Value, Value) -> Void] = [:]
    private var nextToken = 0
    var value: Value {
        didSet {
            for key in observers.keys.sorted() { observers[key]!(oldValue, value) }
        }
    }
    init(_ v: Value) { value = v }
    func observe(_ fn: @escaping (_ old: Value, _ new: Value) -> Void) -> Int {
        nextToken += 1
        observers[nextToken] = fn
        return nextToken
    }
    func cancel(_ token: Int) { observers[token] = nil }
}

struct Settings { var volume = 5; var muted = false }
let settings = Observable(Settings())
var history: [Int] = []
let t1 = settings.observe { old, new in
    if old.volume != new.volume { print("volume \(old.volume) -> \(new.volume)") }
}
let t2 = settings.observe { _, new in history.append(new.volume) }
settings.value.volume = 8
settings.value.muted = true
settings.cancel(t1)
settings.value.volume = 2
print(history, t2)

var callbackCount = 0
var onChange: ((String) -> Void)? {
    didSet { print("onChange replaced, was nil:", oldValue == nil) }
}
var title = "a" {
    willSet { onChange?("will \(newValue)") }
    didSet { callbackCount += 1 }
}
title = "b"
onChange = { print("cb:", $0) }
title = "c"
onChange = nil
title = "d"
print(title, callbackCount)
// expect: volume 5 -> 8
// expect: [8, 8, 2] 2
// expect: onChange replaced, was nil: true
// expect: cb: will c
// expect: onChange replaced, was nil: false
// expect: d 3
