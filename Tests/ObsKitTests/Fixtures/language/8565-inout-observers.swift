// Q&A style (why does didSet fire only once when I pass a property inout?): copy-in copy-out semantics
struct Settings {
    var volume = 0 {
        willSet { print("  willSet volume \(volume) -> \(newValue)") }
        didSet { print("  didSet volume \(oldValue) -> \(volume)") }
    }
}

func bumpThreeTimes(_ value: inout Int) {
    value += 1
    value += 1
    value += 1
    print("  inside function value is \(value)")
}

var settings = Settings()
print("call with inout:")
bumpThreeTimes(&settings.volume)
print("volume now:", settings.volume)

print("direct mutations:")
settings.volume += 1
settings.volume += 1

// Observers on a whole struct fire when any member is changed through inout.
struct Pair { var a = 0; var b = 0 }
var pair = Pair() {
    didSet { print("  pair didSet \(oldValue.a),\(oldValue.b) -> \(pair.a),\(pair.b)") }
}
func setBoth(_ p: inout Pair) { p.a = 1; p.b = 2 }
print("inout whole struct:")
setBoth(&pair)
print("inout member:")
bumpThreeTimes(&pair.b)

// Computed property passed inout: get once, set once.
var backing = 10
var computed: Int {
    get { print("  get computed"); return backing }
    set { print("  set computed \(newValue)"); backing = newValue }
}
print("inout computed:")
bumpThreeTimes(&computed)
print("backing:", backing)

// expect: call with inout:
// expect:   inside function value is 3
// expect:   willSet volume 0 -> 3
// expect:   didSet volume 0 -> 3
// expect: volume now: 3
// expect: direct mutations:
// expect:   willSet volume 3 -> 4
// expect:   didSet volume 3 -> 4
// expect:   willSet volume 4 -> 5
// expect:   didSet volume 4 -> 5
// expect: inout whole struct:
// expect:   pair didSet 0,0 -> 1,2
// expect: inout member:
// expect:   inside function value is 5
// expect:   pair didSet 1,2 -> 1,5
// expect: inout computed:
// expect:   get computed
// expect:   inside function value is 13
// expect:   set computed 13
// expect: backing: 13
