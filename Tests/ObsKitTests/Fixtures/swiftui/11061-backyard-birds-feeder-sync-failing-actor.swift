// Apple sample style (Backyard Birds feeder sync): a failing actor load shows an error ContentUnavailableView with a Retry button that restarts the load; the state enum drives the body (rules §3.4, §10.1, §11.3) (expectation corrected against rules §11.2)
import SwiftUI

struct SyncError: Error {}

actor FeederService {
    private var attempts = 0
    func readings() async throws -> [Int] {
        attempts += 1
        try await Task.sleep(for: .seconds(1))
        if attempts == 1 { throw SyncError() }
        return [3, 5, 8]
    }
}

@MainActor
@Observable
final class FeederModel {
    enum Phase { case idle, loading, failed, loaded([Int]) }
    var phase: Phase = .idle
    private let service = FeederService()
    init() { print("FeederModel init") }
    func load() async {
        phase = .loading
        do {
            let values = try await service.readings()
            phase = .loaded(values)
            print("loaded \(values.reduce(0, +)) seeds")
        } catch {
            phase = .failed
            print("load failed")
        }
    }
}

struct FeederView: View {
    @State private var model = FeederModel()
    var body: some View {
        let _ = print("FeederView body \(model.phase)")
        VStack { // a VStack, not a Group: on a Group the .task would restart with each new member (rules §11.2)
            switch model.phase {
            case .idle, .loading:
                ProgressView()
            case .failed:
                ContentUnavailableView {
                    Label("Sync Failed", systemImage: "wifi.slash")
                } actions: {
                    Button("Retry") {
                        Task { await model.load() }
                    }
                }
            case .loaded(let values):
                Text("Total \(values.reduce(0, +))")
            }
        }
        .task { await model.load() }
    }
}

:mount FeederView()
// expect: FeederModel init
// expect: FeederView body idle
// expect: FeederView body loading
:advance 1s
// expect: load failed
// expect: FeederView body failed
:tap "Retry"
// expect: FeederView body loading
:advance 1s
// expect: loaded 16 seeds
// expect: FeederView body loaded([3, 5, 8])
