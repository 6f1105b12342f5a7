// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/published (@Published in a class that doesn't conform to ObservableObject, held in @State: its changes never reach the view until something else re-renders it)
// Published "creates a publisher" you reach with `$`, and Apple's own example on that page is a plain class
// (`class Weather { @Published var temperature }`): @Published works in any class, but only an ObservableObject gets an
// objectWillChange that SwiftUI can subscribe to (ObservableObject: the synthesized publisher "emits the changed value
// before any of its @Published properties changes"). @State holding a class reference only notices a new reference.
// - Mount: 0%.
// - "Advance" twice: the property changes (the action prints it) but no body runs.
// - "Redraw": the view's own state changes; the body runs and now shows 50%.
import SwiftUI

final class Downloader {
    @Published var progress = 0
}

struct DownloadView: View {
    @State private var downloader = Downloader()
    @State private var redraws = 0

    var body: some View {
        let _ = print("download body: \(downloader.progress)%, redraws \(redraws)")
        VStack {
            Text("\(downloader.progress)% downloaded")
            Button("Advance") {
                downloader.progress += 25
                print("progress is now \(downloader.progress)")
            }
            Button("Redraw") { redraws += 1 }
        }
    }
}

:mount DownloadView()
// expect: download body: 0%, redraws 0
:tap "Advance"
// expect: progress is now 25
:tap "Advance"
// expect: progress is now 50
:tap "Redraw"
// expect: download body: 50%, redraws 1
