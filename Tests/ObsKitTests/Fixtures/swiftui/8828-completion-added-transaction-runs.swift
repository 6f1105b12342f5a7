// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/transaction/addanimationcompletion(criteria:_:) (a completion added to a Transaction runs exactly one time, after the changes made with withTransaction, which still apply)
import SwiftUI

struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("Bump") {
                var transaction = Transaction(animation: .easeIn)
                transaction.addAnimationCompletion {
                    print("transaction completion sees \(count)")
                }
                withTransaction(transaction) {
                    count += 10
                }
                print("after withTransaction \(count)")
            }
        }
    }
}

:mount Counter()
:tap "Bump"
:advance 1s
// expect: after withTransaction 10
// expect: transaction completion sees 10
