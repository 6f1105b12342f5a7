// Swipe to delete that asks first: onDelete stores the pending subscription and raises alert(_:isPresented:presenting:actions:message:) with a destructive Delete and a cancel Keep; expected output by the SwiftUI rules (rules §13 an alert's action tap sets isPresented false; Apple: alert(_:isPresented:presenting:actions:message:), ButtonRole.destructive/.cancel; onChange(of:))
import SwiftUI

struct Subscription: Identifiable {
    let id: Int
    let name: String
    let monthly: Int
}

struct SubscriptionsView: View {
    @State private var subscriptions = [
        Subscription(id: 1, name: "Streamly", monthly: 12),
        Subscription(id: 2, name: "Cloudbox", monthly: 3),
        Subscription(id: 3, name: "Newsly", monthly: 6),
    ]
    @State private var pending: Subscription?
    @State private var isConfirming = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(subscriptions) { subscription in
                    HStack {
                        Text(subscription.name)
                        Spacer()
                        Text("$\(subscription.monthly)/mo")
                    }
                }
                .onDelete { offsets in
                    if let index = offsets.first {
                        pending = subscriptions[index]
                        isConfirming = true
                        print("asking about \(subscriptions[index].name)")
                    }
                }
            }
            .navigationTitle("Subscriptions")
            .toolbar {
                Button("Total") {
                    print("total: $\(subscriptions.reduce(0) { $0 + $1.monthly })/mo")
                }
            }
            .alert("Cancel subscription?", isPresented: $isConfirming, presenting: pending) { subscription in
                Button("Delete", role: .destructive) {
                    subscriptions.removeAll { $0.id == subscription.id }
                    print("deleted \(subscription.name)")
                }
                Button("Keep", role: .cancel) {
                    print("kept \(subscription.name)")
                }
            } message: { subscription in
                Text("\(subscription.name) costs $\(subscription.monthly) a month.")
            }
        }
        .onChange(of: subscriptions.count) {
            print("\(subscriptions.count) left: " + subscriptions.map(\.name).joined(separator: ", "))
        }
    }
}

:mount SubscriptionsView()
:delete "Cloudbox"
:tap "Keep"
:delete "Cloudbox"
:tap "Delete"
:tap "Total"

// expect: asking about Cloudbox
// expect: kept Cloudbox
// expect: asking about Cloudbox
// expect: deleted Cloudbox
// expect: 2 left: Streamly, Newsly
// expect: total: $18/mo
