// combine style: a tip jar whose total is `amounts.scan(0, +).assign(to: &$total)` on a PassthroughSubject<Int, Never> sent to from two buttons; a `handleEvents` prints each running total; a subscriber added later with `sink` on the same subject only sees later sends (rules §6.3; Apple: scan, PassthroughSubject)
import SwiftUI
import Combine

final class TipJar: ObservableObject {
    let amounts = PassthroughSubject<Int, Never>()
    @Published private(set) var total = 0
    private var audit: AnyCancellable?

    init() {
        amounts
            .scan(0, +)
            .handleEvents(receiveOutput: { print("running total \($0)") })
            .assign(to: &$total)
    }

    func startAudit() {
        audit = amounts.sink { print("audit saw \($0)") }
    }
}

struct TipJarView: View {
    @StateObject private var jar = TipJar()

    var body: some View {
        let _ = print("TipJarView body: total \(jar.total)")
        VStack {
            Button("Tip 1") { jar.amounts.send(1) }
            Button("Tip 5") { jar.amounts.send(5) }
            Button("Audit") { jar.startAudit() }
        }
    }
}

:mount TipJarView()
// expect: TipJarView body: total 0
:tap "Tip 1"
// expect: running total 1
// expect: TipJarView body: total 1
:tap "Audit"
:tap "Tip 5"
// expect: running total 6
// expect: audit saw 5
// expect: TipJarView body: total 6
