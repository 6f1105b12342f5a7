// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/observableobject (objectWillChange is synthesized only by default: a model that declares its own objectWillChange PassthroughSubject must send it by hand, and its @Published properties no longer feed it)
import SwiftUI
import Combine

final class StopwatchModel: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()

    var seconds = 0 {
        willSet { objectWillChange.send() }
    }

    @Published var note = "none"
}

struct StopwatchView: View {
    @StateObject private var stopwatch = StopwatchModel()

    var body: some View {
        let _ = print("body: \(stopwatch.seconds)s, note \(stopwatch.note)")
        VStack {
            Button("Tick") { stopwatch.seconds += 1 }
            Button("Annotate") { stopwatch.note = "lap" }
        }
    }
}

:mount StopwatchView()
:tap "Tick"
:tap "Annotate"
:tap "Tick"
// expect: body: 0s, note none
// expect: body: 1s, note none
// expect: body: 2s, note lap
