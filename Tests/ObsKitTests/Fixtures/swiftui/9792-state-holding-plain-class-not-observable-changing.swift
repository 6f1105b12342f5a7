// Fatbobman style (state and classes): @State holding a plain class (not @Observable); changing its property is no change to SwiftUI and runs nothing, an unrelated state change shows the value that was there all along, and assigning another instance is a change (rules §3.7, §3.4, §3.2)
import SwiftUI

final class ClickCounter {
    static var made = 0
    let number: Int
    var value = 0

    init() {
        ClickCounter.made += 1
        number = ClickCounter.made
        print("ClickCounter #\(number) init")
    }
}

struct ClassStateView: View {
    @State private var counter = ClickCounter()
    @State private var showNote = false

    var body: some View {
        let _ = print("ClassStateView body: #\(counter.number) value \(counter.value), note \(showNote)")
        VStack {
            Text("Clicks: \(counter.value)")
            Button("Increment") {
                counter.value += 1
                print("value is now \(counter.value)")
            }
            Button("Replace counter") {
                counter = ClickCounter()
            }
            Toggle("Note", isOn: $showNote)
        }
    }
}

:mount ClassStateView()
// expect: ClickCounter #1 init
// expect: ClassStateView body: #1 value 0, note false
:tap "Increment"
// expect: value is now 1
:tap "Increment"
// expect: value is now 2
:toggle "Note"
// expect: ClassStateView body: #1 value 2, note true
:tap "Replace counter"
// expect: ClickCounter #2 init
// expect: ClassStateView body: #2 value 0, note true
:tap "Increment"
// expect: value is now 1
