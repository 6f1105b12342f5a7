// Tutorial style (Transaction.addAnimationCompletion): a drawer opens and closes inside withTransaction, and the transaction's completion counts the openings; the counter child runs only when its count changes (rules §15.15, §3.4, §2.1, §2.7, §10.1)
import SwiftUI

struct DrawerPanel: View {
    let isOpen: Bool

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(Color.gray.opacity(0.2))
            .frame(height: isOpen ? 200 : 40)
    }
}

struct OpenCounter: View {
    let count: Int

    var body: some View {
        let _ = print("OpenCounter body: \(count)")
        Text("Opened \(count) times")
            .font(.footnote)
    }
}

struct DrawerView: View {
    @State private var isOpen = false
    @State private var openCount = 0

    var body: some View {
        VStack {
            DrawerPanel(isOpen: isOpen)
            OpenCounter(count: openCount)
            Button(isOpen ? "Close drawer" : "Open drawer") {
                print(isOpen ? "closing" : "opening")
                var transaction = Transaction(animation: .easeOut(duration: 0.25))
                transaction.addAnimationCompletion {
                    print("drawer animation done")
                    if isOpen {
                        openCount += 1
                    }
                }
                withTransaction(transaction) {
                    isOpen.toggle()
                }
            }
        }
    }
}

:mount DrawerView()
// expect: OpenCounter body: 0
:tap "Open drawer"
// expect: opening
// expect: drawer animation done
// expect: OpenCounter body: 1
:tap "Close drawer"
// expect: closing
// expect: drawer animation done
:tap "Open drawer"
// expect: opening
// expect: drawer animation done
// expect: OpenCounter body: 2
