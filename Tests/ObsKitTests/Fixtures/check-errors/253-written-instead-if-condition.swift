// Check error: '=' written instead of '==' in an if condition
var itemsInCart = 3

if itemsInCart = 0 {
    print("Your cart is empty")
} else {
    print("You have \(itemsInCart) items")
}
// expect-error: use of '=' in a boolean context, did you mean '=='?
