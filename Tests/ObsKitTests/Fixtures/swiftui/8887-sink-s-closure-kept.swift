// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/publisher/sink(receivevalue:) (the sink's closure is kept by the returned AnyCancellable: a model that stores it and captures self strongly keeps itself alive, while [weak self] lets it deinit when its view goes away)
import SwiftUI
import Combine

final class StrongModel: ObservableObject {
    @Published var value = 0
    private var cancellables = Set<AnyCancellable>()

    init() {
        print("StrongModel init")
        $value
            .sink { newValue in self.record(newValue) }
            .store(in: &cancellables)
    }

    func record(_ v: Int) { print("strong saw \(v)") }
    deinit { print("StrongModel deinit") }
}

final class WeakModel: ObservableObject {
    @Published var value = 0
    private var cancellables = Set<AnyCancellable>()

    init() {
        print("WeakModel init")
        $value
            .sink { [weak self] newValue in self?.record(newValue) }
            .store(in: &cancellables)
    }

    func record(_ v: Int) { print("weak saw \(v)") }
    deinit { print("WeakModel deinit") }
}

struct StrongPanel: View {
    @StateObject private var model = StrongModel()
    var body: some View { Text("strong \(model.value)") }
}

struct WeakPanel: View {
    @StateObject private var model = WeakModel()
    var body: some View { Text("weak \(model.value)") }
}

struct Dashboard: View {
    @State private var showPanels = true

    var body: some View {
        VStack {
            Button("Close panels") { showPanels = false }
            if showPanels {
                StrongPanel()
                WeakPanel()
            }
        }
    }
}

:mount Dashboard()
:tap "Close panels"
// expect: StrongModel init
// expect: strong saw 0
// expect: WeakModel init
// expect: weak saw 0
// expect: WeakModel deinit
