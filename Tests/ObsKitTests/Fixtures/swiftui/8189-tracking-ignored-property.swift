// SwiftUI from Apple's documentation: withObservationTracking never fires for an @ObservationIgnored property
// Apple, ObservationIgnored() (https://developer.apple.com/documentation/observation/observationignored()): "Disables
// observation tracking of a property" (by default any accessible property of an observable type can be observed).
// Apple, withObservationTracking(_:onChange:) (https://developer.apple.com/documentation/observation/withobservationtracking(_:onchange:)):
// onChange reports changes to the tracked properties read in `apply`.
import Observation

@Observable
final class Downloader {
    var progress = 0
    @ObservationIgnored var retries = 0
}

let downloader = Downloader()
withObservationTracking {
    print("watching retries \(downloader.retries)")
} onChange: {
    print("retries watch fired")
}
downloader.retries += 1
downloader.retries += 1
print("retries now \(downloader.retries)")

withObservationTracking {
    print("watching progress \(downloader.progress)")
} onChange: {
    print("progress watch fired")
}
downloader.progress = 50
print("progress now \(downloader.progress)")
// expect: watching retries 0
// expect: retries now 2
// expect: watching progress 0
// expect: progress watch fired
// expect: progress now 50
