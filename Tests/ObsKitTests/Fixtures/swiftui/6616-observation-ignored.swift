// Apple docs `ObservationIgnored()`: a property of an @Observable class that Observation does not track.
// `@ObservationIgnored` leaves the property a plain stored property: the body reads it, but a change notifies nobody,
// so no body runs and the screen keeps the old number (rules §8.1). The next change of a tracked property runs the body,
// which then reads the ignored property's current value too.
import SwiftUI

@Observable final class Session {
    var visibleCount = 0
    @ObservationIgnored var hiddenTaps = 0
}

struct SessionView: View {
    @State private var session = Session()

    var body: some View {
        let _ = print("body visible=\(session.visibleCount) hidden=\(session.hiddenTaps)")
        VStack {
            Text("\(session.visibleCount) visible, \(session.hiddenTaps) hidden")
            Button("Hidden tap") {
                session.hiddenTaps += 1
                print("hidden now \(session.hiddenTaps)")
            }
            Button("Visible tap") { session.visibleCount += 1 }
        }
    }
}

:mount SessionView()
// expect: body visible=0 hidden=0
:tap "Hidden tap"
// expect: hidden now 1
:tap "Hidden tap"
// expect: hidden now 2
:tap "Visible tap"
// expect: body visible=1 hidden=2
:tap "Hidden tap"
// expect: hidden now 3
