class Node:
    def __init__(self, value, next):
        self.value = value
        self.next = next

    def weight(self):
        return self.value % 7

head = None
for value in range(100_000):
    head = Node(value, head)
total = 0
cursor = head
while cursor is not None:
    total += cursor.weight()
    cursor = cursor.next
print(total)
