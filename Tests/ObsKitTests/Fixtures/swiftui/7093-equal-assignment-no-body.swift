// A point the Observation write-ups make about newer toolchains: assigning an @Observable property the value it
// already has does not notify, while a change in place such as `+= 0` always does.
// What SwiftUI does: the macro's setter skips notifying for a `=` of an equal value (swiftlang/swift#78151, about
// Xcode 16.3+), and `+=` goes through the modify accessor, which notifies every time (rules §8.1, scenario T12). So
// "Reset status" (status is already "idle") runs nothing, "Nudge" runs the card, and "Start" runs it with the new
// status.
// Sources: rules §8.1, §8.3, T12;
// https://developer.apple.com/documentation/observation/observable()
import SwiftUI

@Observable
final class Download {
    var status = "idle"
    var progress = 0
}

struct DownloadCard: View {
    @State private var download = Download()

    var body: some View {
        let _ = print("DownloadCard body: \(download.status) \(download.progress)%")
        VStack {
            Text("\(download.status): \(download.progress)%")
            Button("Reset status") {
                download.status = "idle"
            }
            Button("Nudge") {
                download.progress += 0
            }
            Button("Start") {
                download.status = "running"
            }
        }
    }
}

:mount DownloadCard()
// expect: DownloadCard body: idle 0%
:tap "Reset status"
:tap "Nudge"
// expect: DownloadCard body: idle 0%
:tap "Start"
// expect: DownloadCard body: running 0%
:tap "Start"
