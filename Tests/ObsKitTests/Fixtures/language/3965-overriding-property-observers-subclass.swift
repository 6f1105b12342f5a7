// Swift book style: overriding property observers in a subclass chain
class Speaker {
    var volume = 5 {
        didSet { print("Speaker.volume didSet \(oldValue) -> \(volume)") }
    }
}

class LoudSpeaker: Speaker {
    override var volume: Int {
        willSet { print("LoudSpeaker.volume willSet \(volume) -> \(newValue)") }
        didSet {
            print("LoudSpeaker.volume didSet \(oldValue) -> \(volume)")
            if volume > 10 {
                print("clamping")
                volume = 10
            }
        }
    }
}

class QuietSpeaker: LoudSpeaker {
    override var volume: Int {
        didSet { print("QuietSpeaker.volume didSet \(oldValue) -> \(volume)") }
    }
}

let s = Speaker()
s.volume = 6
print("---")
let loud = LoudSpeaker()
loud.volume = 8
print("---")
loud.volume = 12
print("loud final: \(loud.volume)")
print("---")
let quiet = QuietSpeaker()
quiet.volume = 3
print("---")
quiet.volume += 20
print("quiet final: \(quiet.volume)")
// expect: Speaker.volume didSet 5 -> 6
// expect: ---
// expect: LoudSpeaker.volume willSet 5 -> 8
// expect: Speaker.volume didSet 5 -> 8
// expect: LoudSpeaker.volume didSet 5 -> 8
// expect: ---
// expect: LoudSpeaker.volume willSet 8 -> 12
// expect: Speaker.volume didSet 8 -> 12
// expect: LoudSpeaker.volume didSet 8 -> 12
// expect: clamping
// expect: LoudSpeaker.volume willSet 12 -> 10
// expect: Speaker.volume didSet 12 -> 10
// expect: LoudSpeaker.volume didSet 12 -> 10
// expect: loud final: 10
// expect: ---
// expect: LoudSpeaker.volume willSet 5 -> 3
// expect: Speaker.volume didSet 5 -> 3
// expect: LoudSpeaker.volume didSet 5 -> 3
// expect: QuietSpeaker.volume didSet 5 -> 3
// expect: ---
// expect: LoudSpeaker.volume willSet 3 -> 23
// expect: Speaker.volume didSet 3 -> 23
// expect: LoudSpeaker.volume didSet 3 -> 23
// expect: clamping
// expect: LoudSpeaker.volume willSet 23 -> 10
// expect: Speaker.volume didSet 23 -> 10
// expect: LoudSpeaker.volume didSet 23 -> 10
// expect: QuietSpeaker.volume didSet 23 -> 10
// expect: QuietSpeaker.volume didSet 3 -> 10
// expect: quiet final: 10
