// SwiftUI from Apple's documentation: giving a view a new .id cancels its task and starts a new one for the new identity
// Apple, task(priority:_:) (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)): "If the task doesn't finish
// before SwiftUI removes the view or the view changes identity, SwiftUI cancels the task." Apple, id(_:)
// (https://developer.apple.com/documentation/swiftui/view/id(_:)): when the id changes "the identity of the view ... is reset".
// Cancellation prints nothing (its order against the new start is not documented): channel 1 simply never finishes.
import SwiftUI

struct Stream: View {
    let channel: Int
    var body: some View {
        Text("Channel \(channel)")
            .task {
                print("channel \(channel) task started")
                do {
                    try await Task.sleep(for: .seconds(3))
                    print("channel \(channel) finished")
                } catch {}
            }
    }
}

struct TV: View {
    @State private var channel = 1
    var body: some View {
        VStack {
            Button("Channel up") { channel += 1 }
            Stream(channel: channel)
                .id(channel)
        }
    }
}

:mount TV()
// expect: channel 1 task started
:advance 1s
:tap "Channel up"
// expect: channel 2 task started
:advance 5s
// expect: channel 2 finished
