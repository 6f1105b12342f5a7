// SwiftUI from Apple's documentation: withObservationTracking's onChange runs before the new value is stored
// Swift forums, SE-0395 acceptance thread (https://forums.swift.org/t/accepted-with-revision-se-0395-observability/66760/4):
// the mechanism "generates events exclusively on a willSet basis", and onChange would better be called "willChange".
// Apple, withObservationTracking(_:onChange:) (https://developer.apple.com/documentation/observation/withobservationtracking(_:onchange:)):
// onChange is "invoked when the value of a property changes". Inside onChange the property still holds the old value.
import Observation

@Observable
final class Thermometer {
    var degrees = 20
}

let thermometer = Thermometer()
withObservationTracking {
    _ = thermometer.degrees
} onChange: {
    print("onChange: degrees still \(thermometer.degrees)")
}
thermometer.degrees = 25
print("after assignment: degrees \(thermometer.degrees)")
// expect: onChange: degrees still 20
// expect: after assignment: degrees 25
