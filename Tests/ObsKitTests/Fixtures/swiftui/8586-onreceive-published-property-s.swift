// SwiftUI from Apple's documentation: onReceive(_:perform:) — https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:) (onReceive of an @Published property's publisher, $count: like any subscriber of Published, it first gets the current value, then each new one)
import SwiftUI
import Combine

final class CounterModel: ObservableObject {
    @Published var count = 0
}

struct CounterView: View {
    let model: CounterModel

    var body: some View {
        Button("Increment") { model.count += 1 }
            .onReceive(model.$count) { value in
                print("onReceive \(value)")
            }
    }
}

let model = CounterModel()

:mount CounterView(model: model)
:tap "Increment"
:tap "Increment"
// expect: onReceive 0
// expect: onReceive 1
// expect: onReceive 2
