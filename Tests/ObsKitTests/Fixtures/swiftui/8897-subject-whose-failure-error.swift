// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/passthroughsubject (a subject whose Failure is an Error type ends with .failure: receiveCompletion gets the error and later sends are dropped)
import SwiftUI
import Combine

enum SyncError: Error {
    case offline
}

final class SyncModel: ObservableObject {
    let results = PassthroughSubject<Int, SyncError>()
    @Published var status = "idle"
    private var cancellables = Set<AnyCancellable>()

    init() {
        results
            .sink(
                receiveCompletion: { [weak self] completion in
                    if case .failure(let error) = completion {
                        print("sync failed: \(error)")
                        self?.status = "failed"
                    }
                },
                receiveValue: { [weak self] count in
                    print("synced \(count) items")
                    self?.status = "synced \(count)"
                }
            )
            .store(in: &cancellables)
    }
}

struct SyncView: View {
    @StateObject private var sync = SyncModel()

    var body: some View {
        let _ = print("body: \(sync.status)")
        VStack {
            Button("Sync") { sync.results.send(3) }
            Button("Go offline") { sync.results.send(completion: .failure(.offline)) }
        }
    }
}

:mount SyncView()
:tap "Sync"
:tap "Go offline"
:tap "Sync"
// expect: body: idle
// expect: synced 3 items
// expect: body: synced 3
// expect: sync failed: offline
// expect: body: failed
