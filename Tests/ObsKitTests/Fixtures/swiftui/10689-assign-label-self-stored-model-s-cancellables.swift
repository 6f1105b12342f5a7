// combine style: `assign(to: \.label, on: self)` stored in the model's cancellables is a retain cycle (the subscriber holds the object), while `assign(to: &$label)` ties the subscription to the @Published property and lets the model go with its view (Apple's documentation of assign(to:))
import SwiftUI
import Combine

final class CyclingModel: ObservableObject {
    @Published var count = 0
    @Published var label = ""
    private var cancellables = Set<AnyCancellable>()

    init() {
        print("CyclingModel init")
        $count
            .map { "count \($0)" }
            .assign(to: \.label, on: self)
            .store(in: &cancellables)
    }

    deinit { print("CyclingModel deinit") }
}

final class RepublishingModel: ObservableObject {
    @Published var count = 0
    @Published var label = ""

    init() {
        print("RepublishingModel init")
        $count
            .map { "count \($0)" }
            .assign(to: &$label)
    }

    deinit { print("RepublishingModel deinit") }
}

struct CyclingCard: View {
    @StateObject private var model = CyclingModel()
    var body: some View {
        let _ = print("CyclingCard body: \(model.label)")
        Button("Bump cycling") { model.count += 1 }
    }
}

struct RepublishingCard: View {
    @StateObject private var model = RepublishingModel()
    var body: some View {
        let _ = print("RepublishingCard body: \(model.label)")
        Button("Bump republishing") { model.count += 1 }
    }
}

struct CardsScreen: View {
    @State private var visible = true

    var body: some View {
        VStack {
            Button("Remove cards") { visible = false }
            if visible {
                CyclingCard()
                RepublishingCard()
            }
        }
    }
}

:mount CardsScreen()
// expect: CyclingModel init
// expect: CyclingCard body: count 0
// expect: RepublishingModel init
// expect: RepublishingCard body: count 0
:tap "Bump cycling"
// expect: CyclingCard body: count 1
:tap "Bump republishing"
// expect: RepublishingCard body: count 1
:tap "Remove cards"
// expect: RepublishingModel deinit
