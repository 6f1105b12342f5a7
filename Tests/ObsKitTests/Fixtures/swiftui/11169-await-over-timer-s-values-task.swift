// Swift with Majid style (for await over a timer's values in .task): the loop ends when the view leaves and its task is cancelled; a branch that comes back is a new view with a new count (rules §1.1, §11.1, §11.3, §15.5)
import SwiftUI
import Combine

struct TickerRow: View {
    let label: String
    @State private var count = 0

    var body: some View {
        Text("\(label): \(count)")
            .task {
                print("\(label) listening")
                for await _ in Timer.publish(every: 1, on: .main, in: .common).autoconnect().values {
                    count += 1
                    print("\(label) tick \(count)")
                }
                print("\(label) stream ended")
            }
    }
}

struct ContentView: View {
    @State private var mode = "A"

    var body: some View {
        VStack {
            Picker("Mode", selection: $mode) {
                Text("A").tag("A")
                Text("Off").tag("Off")
                Text("B").tag("B")
            }
            if mode == "A" {
                TickerRow(label: "A")
            } else if mode == "B" {
                TickerRow(label: "B")
            } else {
                Text("Stopped")
            }
        }
    }
}
:mount ContentView()
// expect: A listening
:advance 2s
// expect: A tick 1
// expect: A tick 2
:pick "Off" in "Mode"
// expect: A stream ended
:advance 2s
:pick "B" in "Mode"
// expect: B listening
:advance 1s
// expect: B tick 1
