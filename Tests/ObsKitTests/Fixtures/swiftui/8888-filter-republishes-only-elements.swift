// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/publisher/filter(_:) (filter republishes only the elements that match: a sink on $count.filter { even } sees the initial 0, then 2 and 4)
import SwiftUI
import Combine

final class StepModel: ObservableObject {
    @Published var count = 0
    private var cancellables = Set<AnyCancellable>()

    init() {
        $count
            .filter { $0.isMultiple(of: 2) }
            .sink { print("even step \($0)") }
            .store(in: &cancellables)
    }
}

struct StepView: View {
    @StateObject private var model = StepModel()

    var body: some View {
        Button("Step \(model.count)") { model.count += 1 }
    }
}

:mount StepView()
:tap "Step 0"
:tap "Step 1"
:tap "Step 2"
:tap "Step 3"
// expect: even step 0
// expect: even step 2
// expect: even step 4
