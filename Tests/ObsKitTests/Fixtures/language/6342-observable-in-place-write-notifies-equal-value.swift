// Observation (in-place versus whole writes): a member written in place through an @Observable property notifies even when the value is equal (the macro's _modify has no equality check); an equal whole value or a key-path write (the setter) does not
import Observation
struct P: Equatable { var name = "Lee" }
@Observable final class S { var profile = P() }
let s = S()
func watch(_ label: String, _ change: () -> Void) {
    var fired = false
    withObservationTracking { _ = s.profile } onChange: { fired = true }
    change()
    print(label, fired)
}
watch("in place equal") { s.profile.name = "Lee" }
watch("whole equal") { s.profile = P(name: "Lee") }
let kp: ReferenceWritableKeyPath<S, String> = \S.profile.name
watch("key path equal") { s[keyPath: kp] = "Lee" }
watch("key path different") { s[keyPath: kp] = "Kim" }

// expect: in place equal true
// expect: whole equal false
// expect: key path equal false
// expect: key path different true
