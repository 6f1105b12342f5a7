// Advanced Swift style (@dynamicMemberLookup lenses): a Lens-like wrapper forwarding reads and writes through key paths, and a Binding-like view into a box
@dynamicMemberLookup
struct Lens<Whole, Part> {
    let get: (Whole) -> Part
    let set: (inout Whole, Part) -> Void

    subscript<Sub>(dynamicMember kp: WritableKeyPath<Part, Sub>) -> Lens<Whole, Sub> {
        Lens<Whole, Sub>(get: { self.get($0)[keyPath: kp] },
                         set: { whole, sub in var part = self.get(whole); part[keyPath: kp] = sub; self.set(&whole, part) })
    }
}
extension Lens where Whole == Part {
    static var identity: Lens { Lens(get: { $0 }, set: { $0 = $1 }) }
}

final class Box<Value> {
    var value: Value
    init(_ v: Value) { value = v }
}

@dynamicMemberLookup
struct Ref<Value> {
    let read: () -> Value
    let write: (Value) -> Void
    var wrapped: Value { get { read() } nonmutating set { write(newValue) } }
    subscript<T>(dynamicMember kp: WritableKeyPath<Value, T>) -> Ref<T> {
        Ref<T>(read: { self.read()[keyPath: kp] }, write: { t in var v = self.read(); v[keyPath: kp] = t; self.write(v) })
    }
}
extension Box { var ref: Ref<Value> { Ref(read: { self.value }, write: { self.value = $0 }) } }

struct Settings { var audio = Audio(); var title = "game" }
struct Audio { var volume = 5; var muted = false }

let volume = Lens<Settings, Settings>.identity.audio.volume
var s = Settings()
print(volume.get(s))
volume.set(&s, 9)
print(s.audio.volume, s.title)
let muted = Lens<Settings, Settings>.identity.audio.muted
muted.set(&s, !muted.get(s))
print(s.audio)

let box = Box(Settings())
let audioRef = box.ref.audio
audioRef.volume.wrapped += 3
audioRef.muted.wrapped = true
box.ref.title.wrapped = box.ref.title.wrapped.uppercased()
print(box.value.audio.volume, box.value.audio.muted, box.value.title)
let refs = [box.ref.audio.volume, Box(Audio()).ref.volume]
for r in refs { r.wrapped *= 2 }
print(refs.map(\.wrapped), box.value.audio.volume)

// expect: 5
// expect: 9 game
// expect: Audio(volume: 9, muted: true)
// expect: 8 true GAME
// expect: [16, 10] 16
