// async-in-views style: a reload button on a @MainActor @Observable model with a phase enum; .task loads on appear, Reload runs the same async method in Task { }, and that Task outlives the view after unmount (rules §8, §11.3)
import SwiftUI

@MainActor
@Observable
final class QuoteModel {
    enum Phase {
        case idle
        case loading
        case loaded(String)
        case failed
    }

    var phase: Phase = .idle
    private var count = 0

    func reload() async {
        phase = .loading
        count += 1
        let n = count
        do {
            try await Task.sleep(for: .seconds(1))
            phase = .loaded("Quote #\(n)")
            print("reload \(n) finished")
        } catch {
            phase = .failed
            print("reload \(n) cancelled")
        }
    }
}

struct QuoteView: View {
    @State private var model = QuoteModel()

    var label: String {
        switch model.phase {
        case .idle: return "idle"
        case .loading: return "loading"
        case .loaded(let text): return text
        case .failed: return "failed"
        }
    }

    var body: some View {
        let _ = print("QuoteView body: \(label)")
        VStack {
            Text(label)
            Button("Reload") {
                Task { await model.reload() }
            }
        }
        .task { await model.reload() }
    }
}

:mount QuoteView()
// expect: QuoteView body: idle
// expect: QuoteView body: loading
:advance 1s
// expect: reload 1 finished
// expect: QuoteView body: Quote #1
:tap "Reload"
// expect: QuoteView body: loading
:advance 1s
// expect: reload 2 finished
// expect: QuoteView body: Quote #2
:tap "Reload"
// expect: QuoteView body: loading
:unmount
:advance 1s
// expect: reload 3 finished
