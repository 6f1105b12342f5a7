// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/observation/withobservationtracking(_:onchange:) (onChange runs synchronously, inside the write, before the action's next line)
// A button arms tracking of `count`; another button writes it and then prints. `onChange` runs during the write,
// before the new value is stored, so its line comes first; the body (which reads `count`) runs after the action,
// in the view update. The second write fires nothing: the tracking was used up.
import SwiftUI
import Observation

@Observable final class Counter {
    var count = 0
}

struct CounterView: View {
    @State private var counter = Counter()

    var body: some View {
        let _ = print("body: \(counter.count)")
        VStack {
            Text("\(counter.count)")
            Button("Arm") {
                withObservationTracking {
                    _ = counter.count
                } onChange: {
                    print("onChange, count still \(counter.count)")
                }
            }
            Button("Add") {
                counter.count += 1
                print("action done, count \(counter.count)")
            }
        }
    }
}

:mount CounterView()
// expect: body: 0
:tap "Arm"
:tap "Add"
// expect: onChange, count still 0
// expect: action done, count 1
// expect: body: 1
:tap "Add"
// expect: action done, count 2
// expect: body: 2
