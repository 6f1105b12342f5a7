// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/cancellable (calling cancel() on the stored AnyCancellable stops the sink; the @Published property keeps driving the view)
import SwiftUI
import Combine

final class CounterModel: ObservableObject {
    @Published var count = 0
    private var logging: AnyCancellable?

    init() {
        logging = $count.sink { print("log count \($0)") }
    }

    func stopLogging() {
        logging?.cancel()
        print("logging stopped")
    }
}

struct CounterView: View {
    @StateObject private var model = CounterModel()

    var body: some View {
        let _ = print("body: \(model.count)")
        VStack {
            Button("Add") { model.count += 1 }
            Button("Stop logging") { model.stopLogging() }
        }
    }
}

:mount CounterView()
:tap "Add"
:tap "Stop logging"
:tap "Add"
// expect: log count 0
// expect: body: 0
// expect: log count 1
// expect: body: 1
// expect: logging stopped
// expect: body: 2
