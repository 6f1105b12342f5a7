// combine style: each list row owns a @StateObject model that subscribes to an app-wide heartbeat subject; a heartbeat runs every row's body, a swipe-to-delete destroys that row's node so its model deinits and its subscription is cancelled, and the next heartbeat reaches the rows left; the rows that stay skip their bodies (rules §1.2, §1.4, §2.3, §2.5, §15.2)
import SwiftUI
import Combine

let heartbeat = PassthroughSubject<Void, Never>()

final class RowModel: ObservableObject {
    static var made = 0
    let number: Int
    @Published var beats = 0
    private var bag = Set<AnyCancellable>()

    init() {
        RowModel.made += 1
        number = RowModel.made
        print("RowModel #\(number) init")
        heartbeat
            .handleEvents(receiveCancel: { [number] in print("RowModel #\(number) unsubscribed") })
            .sink { [weak self] in self?.beats += 1 }
            .store(in: &bag)
    }

    deinit { print("RowModel #\(number) deinit") }
}

struct BeatRow: View {
    let name: String
    @StateObject private var model = RowModel()

    var body: some View {
        let _ = print("BeatRow \(name) body: \(model.beats) beats")
        Text(name)
    }
}

struct BeatList: View {
    @State private var names = ["A", "B", "C"]

    var body: some View {
        let _ = print("BeatList body: \(names)")
        List {
            ForEach(names, id: \.self) { name in
                BeatRow(name: name)
            }
            .onDelete { names.remove(atOffsets: $0) }
        }
    }
}

:mount BeatList()
// expect: BeatList body: ["A", "B", "C"]
// expect: RowModel #1 init
// expect: BeatRow A body: 0 beats
// expect: RowModel #2 init
// expect: BeatRow B body: 0 beats
// expect: RowModel #3 init
// expect: BeatRow C body: 0 beats
heartbeat.send()
// expect: BeatRow A body: 1 beats
// expect: BeatRow B body: 1 beats
// expect: BeatRow C body: 1 beats
:delete "B"
// expect: BeatList body: ["A", "C"]
// expect: RowModel #2 deinit
// expect: RowModel #2 unsubscribed
heartbeat.send()
// expect: BeatRow A body: 2 beats
// expect: BeatRow C body: 2 beats
