// SwiftUI from Apple's documentation: ObservationIgnored() with withObservationTracking(_:onChange:)
// Source: developer.apple.com/documentation/observation/observationignored(): "Disables observation
// tracking of a property ... To prevent observation of an accessible property, attach the
// ObservationIgnored macro to the property." withObservationTracking "tracks access to any property
// within the apply closure": an ignored property read there is not tracked, so changing it is silent.
import Observation

@Observable
class Download {
    var progress = 0.0
    @ObservationIgnored var bytesLogged = 0
}

let download = Download()

withObservationTracking {
    print("progress \(download.progress), logged \(download.bytesLogged)")
} onChange: {
    print("onChange")
}

download.bytesLogged = 4096
print("logged bytes changed to \(download.bytesLogged)")
download.progress = 0.5
print("progress changed to \(download.progress)")

// expect: progress 0.0, logged 0
// expect: logged bytes changed to 4096
// expect: onChange
// expect: progress changed to 0.5
