// Apple sample style (Fruta): a FrutaModel ObservableObject shared with @EnvironmentObject; a smoothie detail whose Buy button places an order, and a status banner whose `.task` prepares it on the virtual clock.
// SwiftUI: every view that declares the @EnvironmentObject re-runs at each objectWillChange, read or not (rules §14.1, §6.5), parents first (rules §2.8, §10.3);
// the banner is inserted by the order, so its onAppear and task start after that update (rules §11.1, §11.3), and the task keeps running across the banner's
// re-renders (rules §11.3); clearing the order removes the banner and runs its onDisappear (rules §1.1, §11.1).
import SwiftUI

struct Smoothie: Identifiable, Hashable {
    let id: String
    let title: String
    let calories: Int
}

enum OrderStatus: String {
    case placed = "placed"
    case preparing = "being prepared"
    case ready = "ready for pickup"
}

struct Order: Identifiable, Equatable {
    let id: Int
    let smoothie: Smoothie
    var status: OrderStatus = .placed
}

@MainActor
final class FrutaModel: ObservableObject {
    @Published var order: Order?
    @Published var menu: [Smoothie] = [
        Smoothie(id: "berry-blue", title: "Berry Blue", calories: 220),
        Smoothie(id: "lemon-berry", title: "Lemonberry", calories: 180),
        Smoothie(id: "mango-jambo", title: "Mango Jambo", calories: 260),
    ]
    private var nextOrderID = 1

    func orderSmoothie(_ smoothie: Smoothie) {
        order = Order(id: nextOrderID, smoothie: smoothie)
        nextOrderID += 1
        print("ordered \(smoothie.title)")
    }

    func prepareOrder() async {
        guard order?.status == .placed else { return }
        do {
            try await Task.sleep(for: .seconds(2))
            order?.status = .preparing
            try await Task.sleep(for: .seconds(3))
            order?.status = .ready
            print("order ready")
        } catch {
            print("preparation cancelled")
        }
    }

    func pickUpOrder() {
        order = nil
    }
}

struct OrderStatusBanner: View {
    let order: Order
    @EnvironmentObject private var model: FrutaModel

    var body: some View {
        let _ = print("banner: #\(order.id) \(order.status.rawValue)")
        VStack {
            Text("Your \(order.smoothie.title) is \(order.status.rawValue)")
            if order.status == .ready {
                Button("Pick Up") {
                    model.pickUpOrder()
                }
            }
        }
        .onAppear { print("banner appeared") }
        .onDisappear { print("banner disappeared") }
        .task {
            await model.prepareOrder()
        }
    }
}

struct SmoothieView: View {
    let smoothie: Smoothie
    @EnvironmentObject private var model: FrutaModel

    var body: some View {
        let _ = print("SmoothieView \(smoothie.title): order \(model.order?.status.rawValue ?? "none")")
        VStack {
            Text(smoothie.title)
                .font(.largeTitle)
            Text("\(smoothie.calories) Calories")
            if let order = model.order {
                OrderStatusBanner(order: order)
            } else {
                Button("Buy \(smoothie.title)") {
                    model.orderSmoothie(smoothie)
                }
                .buttonStyle(.borderedProminent)
            }
        }
        .navigationTitle(smoothie.title)
    }
}

struct SmoothieMenu: View {
    @EnvironmentObject private var model: FrutaModel

    var body: some View {
        let _ = print("menu body, order: \(model.order == nil ? "none" : "#\(model.order!.id)")")
        NavigationStack {
            List(model.menu) { smoothie in
                NavigationLink(value: smoothie) {
                    HStack {
                        Text(smoothie.title)
                        Spacer()
                        Text("\(smoothie.calories) kcal")
                    }
                }
            }
            .navigationTitle("Menu")
            .navigationDestination(for: Smoothie.self) { smoothie in
                SmoothieView(smoothie: smoothie)
            }
        }
    }
}

struct FrutaRoot: View {
    @StateObject private var model = FrutaModel()

    var body: some View {
        SmoothieMenu()
            .environmentObject(model)
    }
}

:mount FrutaRoot()
// expect: menu body, order: none
:tap "Berry Blue"
// expect: SmoothieView Berry Blue: order none
:tap "Buy Berry Blue"
// expect: ordered Berry Blue
// expect: menu body, order: #1
// expect: SmoothieView Berry Blue: order placed
// expect: banner: #1 placed
// expect: banner appeared
:advance 2s
// expect: menu body, order: #1
// expect: SmoothieView Berry Blue: order being prepared
// expect: banner: #1 being prepared
:advance 3s
// expect: order ready
// expect: menu body, order: #1
// expect: SmoothieView Berry Blue: order ready for pickup
// expect: banner: #1 ready for pickup
:tap "Pick Up"
// expect: menu body, order: none
// expect: SmoothieView Berry Blue: order none
// expect: banner disappeared
