class Store:
    def __init__(self):
        self.items = []


store = Store()
for number in range(200_000):
    store.items.append(number)
print(len(store.items))
