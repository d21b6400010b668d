print("todos")
