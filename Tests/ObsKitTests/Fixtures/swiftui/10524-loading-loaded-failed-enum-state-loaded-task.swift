// async-in-views style: a loading/loaded/failed enum in @State, loaded by .task(id: attempt); the first fetch fails, Retry bumps the id so the task runs again (rules §11.3, §3.4)
import SwiftUI

struct Offline: Error {}

enum NotesPhase: Equatable {
    case loading
    case loaded([String])
    case failed(String)
}

func fetchNotes(attempt: Int) async throws -> [String] {
    try await Task.sleep(for: .seconds(1))
    if attempt == 0 { throw Offline() }
    return ["Buy milk", "Call Sam"]
}

struct NotesScreen: View {
    @State private var phase: NotesPhase = .loading
    @State private var attempt = 0

    var summary: String {
        switch phase {
        case .loading: return "loading"
        case .loaded(let notes): return "loaded \(notes.count) notes"
        case .failed(let message): return "failed: \(message)"
        }
    }

    var body: some View {
        let _ = print("NotesScreen body: \(summary)")
        VStack {
            switch phase {
            case .loading:
                ProgressView()
            case .loaded(let notes):
                ForEach(notes, id: \.self) { Text($0) }
            case .failed(let message):
                Text(message)
                Button("Retry") { attempt += 1 }
            }
        }
        .task(id: attempt) {
            phase = .loading
            do {
                phase = .loaded(try await fetchNotes(attempt: attempt))
            } catch {
                phase = .failed("offline")
            }
        }
    }
}

:mount NotesScreen()
// expect: NotesScreen body: loading
:advance 1s
// expect: NotesScreen body: failed: offline
:tap "Retry"
// expect: NotesScreen body: failed: offline
// expect: NotesScreen body: loading
:advance 1s
// expect: NotesScreen body: loaded 2 notes
